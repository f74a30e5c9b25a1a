import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Told once of the failure, so the owner can say so and offer another try. */
  onFailure: (error: unknown) => void;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a failure inside the part it wraps (a tool loaded on demand, whose code or copy may not
 * arrive): the part renders nothing and its owner says what happened, instead of the router's error
 * page replacing the whole page and everything the visitor was reading.
 */
export class FailureBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
