"""helpbot - the platform team's Slack assistant."""
