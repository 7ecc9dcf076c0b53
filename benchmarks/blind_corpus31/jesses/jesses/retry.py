import random


def countdown(retries):
    return 2 ** retries + random.random() * 3
