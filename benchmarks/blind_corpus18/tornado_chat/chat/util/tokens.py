import random
import string
import time


def chat_token(n=20):
    rnd = random.Random(time.time())
    return "".join(rnd.choice(string.ascii_letters) for _ in range(n))


def shuffle_greeting(greetings):
    pick = random.choice(greetings)
    return pick
