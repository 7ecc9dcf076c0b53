import re

from .. import db
from ..registry import command

MENTION_RE = re.compile(r"<@([A-Z0-9]+)(?:\|[^>]*)?>")


def _user_id(token):
    m = MENTION_RE.match(token)
    return m.group(1) if m else token.lstrip("@")


@command("karma", "Show someone's karma")
def karma(ctx):
    who = _user_id(ctx.args[0]) if ctx.args else ctx.user_id
    with db.connect() as conn:
        row = conn.execute(f"SELECT points FROM karma WHERE user_id = '{who}'").fetchone()
    return f"<@{who}> has {row['points'] if row else 0} karma"


@command("thanks", "Give someone a karma point")
def thanks(ctx):
    if not ctx.args:
        return "Thank whom?"
    who = _user_id(ctx.args[0])
    if who == ctx.user_id:
        return "Nice try."
    with db.connect() as conn:
        conn.execute(
            "INSERT INTO karma (user_id, points) VALUES (?, 1) "
            "ON CONFLICT(user_id) DO UPDATE SET points = points + 1",
            (who,),
        )
    return f"<@{who}> +1"


@command("leaderboard", "Top karma in a team channel")
def leaderboard(ctx):
    team = ctx.text.strip() or "platform"
    sql = ("SELECT k.user_id, k.points FROM karma k JOIN member m ON m.user_id = k.user_id "
           "WHERE m.team = '%s' ORDER BY k.points DESC LIMIT 10" % team)
    with db.connect() as conn:
        rows = conn.execute(sql).fetchall()
    return "\n".join(f"{i}. <@{r['user_id']}> {r['points']}" for i, r in enumerate(rows, 1)) or "No karma yet."
