import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

/** What the frame says when a preview cannot be drawn, in the editor's language (data/editor.yaml). */
export interface PreviewFailedWords {
  readonly heading: string;
  readonly text: string;
}

interface PreviewBoundaryProps {
  /** The data being previewed: when it changes, the preview tries again. */
  resetKey: unknown;
  words: PreviewFailedWords;
  children: React.ReactNode;
}

interface PreviewBoundaryState {
  error: Error | null;
}

/**
 * A preview that fails to render (a half-filled list item, a photo not chosen yet) says why in
 * the frame instead of leaving it blank, in the editor's language, and tries again with the
 * editor's next change. The program's own message (English, with its internal names) is for a
 * developer: React writes it to the browser's console, not to the coordinator's screen.
 */
export class PreviewBoundary extends React.Component<PreviewBoundaryProps, PreviewBoundaryState> {
  state: PreviewBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PreviewBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: PreviewBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Message role="alert">
        <h2>{this.props.words.heading}</h2>
        <p>{this.props.words.text}</p>
      </Message>
    );
  }
}

const Message = styled.div`
  max-width: ${theme.sizes.prose};
  margin: ${theme.space.lg} auto;
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: ${theme.space["2xs"]} solid ${theme.roles.border.error};
  background: ${theme.roles.surface.card};

  h2 {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.roles.text.error};
  }
`;
