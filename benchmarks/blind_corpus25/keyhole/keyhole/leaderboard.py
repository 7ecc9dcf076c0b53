"""Leaderboard widgets. Uses PEP 701 nested-quote f-strings, so Python 3.12+."""
from markupsafe import escape


def team_row(team: dict) -> str:
    return f"<tr><td>{escape(team["name"])}</td><td>{team["minutes"]:d}:{team["seconds"]:02d}</td></tr>"


def shout_out(team: dict, message: str) -> str:
    return f"<div class='shout'><b>{escape(team["name"])}</b> says: {message}</div>"


def table(teams: list[dict]) -> str:
    return f"<table class='board'>{"".join(team_row(t) for t in teams)}</table>"
