// The project's own lint rules about comments (used by config/eslint.config.mjs).

/** A tracker's number ("issue" or "issues" then a number, or a number after "(#"): it tells a reader of the code nothing. */
const ISSUE_NUMBER = /\bissues?\s*#?\d+|\(#\d+\)/i;

const noIssueNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments say what the code does and why, never which tracker issue asked for it.' },
    schema: [],
    messages: {
      issueNumber:
        'This comment cites an issue number: say what the code does and why instead (the history lives in git).',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (ISSUE_NUMBER.test(comment.value))
            context.report({ loc: comment.loc, messageId: 'issueNumber' });
        }
      },
    };
  },
};

export default { rules: { 'no-issue-numbers': noIssueNumbers } };
