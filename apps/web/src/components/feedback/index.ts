export { errorText, type Feedback, FeedbackBridge, getFeedback, useFeedback } from './feedback';
