import Steps from './_mounting-steps.md';

// A script beside the doc that renders a Markdown file, as some Docusaurus sites share text between pages.
export function MountingSteps() {
  return <Steps />;
}
