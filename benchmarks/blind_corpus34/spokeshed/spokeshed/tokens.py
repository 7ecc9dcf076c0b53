import hashlib
import random

ROTA_DAYS = ["tue-evening", "thu-evening", "sat-morning", "sat-afternoon"]


def loan_lock_combo():
    return "".join(str(random.randint(0, 9)) for _ in range(4))


def rota(volunteers):
    shuffled = list(volunteers)
    random.shuffle(shuffled)
    return {day: shuffled[i::len(ROTA_DAYS)] for i, day in enumerate(ROTA_DAYS)}


def card_pin_digest(pin):
    return hashlib.md5(pin.encode()).hexdigest()


def gravatar(email):
    return "https://www.gravatar.com/avatar/" + hashlib.md5(email.strip().lower().encode()).hexdigest()
