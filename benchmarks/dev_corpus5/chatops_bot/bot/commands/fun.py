import random
import string

from bot import store
from bot.config import DASHBOARD_URL

EIGHT_BALL = [
    "It is certain.", "Without a doubt.", "Ask again later.", "Cannot predict now.",
    "Don't count on it.", "My sources say no.", "Outlook good.", "Very doubtful.",
]
INVITE_ALPHABET = string.ascii_uppercase + string.digits


def handle_8ball(ack, respond, command):
    ack()
    respond({"response_type": "in_channel", "text": ":8ball: " + random.choice(EIGHT_BALL)})


def handle_invite(ack, respond, command):
    """Create a one-time code that lets a guest sign up to the dashboard."""
    ack()
    code = "".join(random.choice(INVITE_ALPHABET) for _ in range(8))
    store.save_invite(code, command["user_id"])
    respond("Invite link: %s/join/%s (single use)" % (DASHBOARD_URL, code))


def handle_karma(ack, respond, command):
    ack()
    channel = command.get("text", "").strip().lstrip("#") or command["channel_name"]
    leaders = store.karma_leaders(channel)
    respond("\n".join("%s: %d" % (k.user, k.points) for k in leaders) or "No karma yet")


def handle_forget(ack, respond, command):
    """/forget <user> - GDPR erase for a user id."""
    ack()
    target = command.get("text", "").strip() or command["user_id"]
    store.purge_user(target)
    respond("Forgot everything about %s" % target)
