/** The notification operations, typed from the schema. */
import { graphql } from '@/gql';

export const FOLLOWED_IDS_QUERY = graphql(`
  query FollowedIds($topic: String!) {
    followedIds(topic: $topic)
  }
`);

export const FOLLOW_MUTATION = graphql(`
  mutation Follow($input: FollowInput!) {
    follow(input: $input) {
      following
      message
    }
  }
`);

export const UNFOLLOW_MUTATION = graphql(`
  mutation Unfollow($input: FollowInput!) {
    unfollow(input: $input)
  }
`);

export const NOTIFICATION_SETTINGS_FIELDS = graphql(`
  fragment NotificationSettingsFields on NotificationSettings {
    kinds {
      kind
      label
      description
      frequency
      frequencies
    }
    alwaysSent
    follows {
      topic
      topicId
      title
      available
    }
    addresses {
      address
      role
      verified
      pausedAt
      pauseReason
    }
  }
`);

export const NOTIFICATION_SETTINGS_QUERY = graphql(`
  query NotificationSettings {
    notificationSettings {
      ...NotificationSettingsFields
    }
  }
`);

export const SET_NOTIFICATION_FREQUENCY_MUTATION = graphql(`
  mutation SetNotificationFrequency($kind: String!, $frequency: String!) {
    setNotificationFrequency(kind: $kind, frequency: $frequency) {
      ...NotificationSettingsFields
    }
  }
`);

export const ADD_DELIVERY_ADDRESS_MUTATION = graphql(`
  mutation AddDeliveryAddress($address: String!) {
    addDeliveryAddress(address: $address) {
      ...NotificationSettingsFields
    }
  }
`);

export const VERIFY_DELIVERY_ADDRESS_MUTATION = graphql(`
  mutation VerifyDeliveryAddress($code: String!) {
    verifyDeliveryAddress(code: $code) {
      ...NotificationSettingsFields
    }
  }
`);

export const REMOVE_DELIVERY_ADDRESS_MUTATION = graphql(`
  mutation RemoveDeliveryAddress {
    removeDeliveryAddress {
      ...NotificationSettingsFields
    }
  }
`);

export const RESUME_DELIVERY_ADDRESS_MUTATION = graphql(`
  mutation ResumeDeliveryAddress($address: String!) {
    resumeDeliveryAddress(address: $address) {
      ...NotificationSettingsFields
    }
  }
`);

export const STOP_NOTIFICATION_MUTATION = graphql(`
  mutation StopNotification($token: String!) {
    stopNotification(token: $token) {
      kind
      message
    }
  }
`);
