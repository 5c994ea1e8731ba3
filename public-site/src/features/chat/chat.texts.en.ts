/** English texts of the assistant panel (namespace "site-chat"). */
export const chatEn = {
  panelLabel: "Church assistant chat",
  title: "Church Assistant",
  subtitle: "Ask about services, events and more",
  minimise: "Minimise chat",
  restore: "Open chat",
  close: "Close chat",
  input: "Your message",
  placeholder: "Type your message...",
  send: "Send",
  typing: "The assistant is typing...",
  hint: "Press Enter to send, Shift+Enter for a new line.",
  you: "You",
  assistant: "Assistant",
  sources: {
    chatgpt: "AI assistant",
    quick_response: "Quick answer",
    fallback: "Contact the pastor",
  },
} as const;
