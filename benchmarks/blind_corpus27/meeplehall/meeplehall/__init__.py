"""Meeplehall: lending desk and events board for a board-game cafe."""
