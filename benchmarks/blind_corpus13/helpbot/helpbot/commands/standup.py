import random
import re
import time

from .. import db
from ..registry import command

DURATION_RE = re.compile(r"^in (.+?) (seconds|minutes|hours)$")
UNIT_SECONDS = {"seconds": 1, "minutes": 60, "hours": 3600}


@command("standup", "Shuffle the speaking order for today's standup")
def standup(ctx):
    people = [p.strip("@,") for p in ctx.args] or ["everyone"]
    random.shuffle(people)
    return "Order: " + " -> ".join(people)


@command("doorcode", "One-time code for the server room door")
def doorcode(ctx):
    code = "%06d" % random.randint(0, 999999)
    with db.connect() as conn:
        conn.execute("INSERT INTO door_code (code, issued_to, issued_at) VALUES (?, ?, ?)",
                     (code, ctx.user_id, int(time.time())))
    return f"Your code is *{code}*, valid for 10 minutes."


@command("remind", "e.g. /helpbot remind in 2*30 minutes check the backups")
def remind(ctx):
    when, _, message = ctx.text.partition(" check ")
    m = DURATION_RE.match(when.strip())
    if not m:
        return "Usage: remind in <amount> <seconds|minutes|hours> check <message>"
    amount = eval(m.group(1))
    due = int(time.time() + float(amount) * UNIT_SECONDS[m.group(2)])
    with db.connect() as conn:
        conn.execute("INSERT INTO reminder (user_id, channel_id, due, message) VALUES (?, ?, ?, ?)",
                     (ctx.user_id, ctx.channel_id, due, "check " + message))
    return "OK, I'll remind you."
