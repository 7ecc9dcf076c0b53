import hashlib
import random
import string

LEGACY_SALT = "chat-2016"
QUESTIONS = [
    "What's the best meal you've cooked this year?",
    "Which tool would you uninstall from everyone's laptop?",
    "What did you want to be when you were ten?",
    "Tabs or spaces, and why are you wrong?",
]


def invite_code(length=12):
    """Single-use invitation codes that let someone join a private room."""
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(length))


def legacy_password_hash(password):
    return hashlib.md5((LEGACY_SALT + password).encode()).hexdigest()


def icebreakers(n=2):
    qs = QUESTIONS[:]
    random.shuffle(qs)
    return qs[:n]
