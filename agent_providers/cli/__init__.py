"""Providers that run an agent CLI as a child process: Claude Code (`claude -p`) and Codex (`codex exec`).

They read files from disk, so read-only roles get a read-only export of the pinned commit and the
writer gets the fix worktree, never the user's working tree. Each child runs in its own process
group with an environment stripped of every other provider's keys, and is killed at a timeout.
"""
