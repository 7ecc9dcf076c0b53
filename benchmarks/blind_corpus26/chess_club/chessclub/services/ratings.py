"""Rating maths and small helpers."""
import hashlib
import math
import random

PUZZLES = ["mate-in-2-001", "mate-in-2-014", "fork-007", "pin-022", "skewer-003", "endgame-lucena"]


def expected_score(r_a, r_b):
    return 1.0 / (1 + math.pow(10, (r_b - r_a) / 400.0))


def new_rating(rating, opponent, score, k=20):
    return round(rating + k * (score - expected_score(rating, opponent)))


def pgn_etag(text):
    return hashlib.md5(text.encode("utf-8")).hexdigest()


def puzzle_of_the_visit():
    return random.choice(PUZZLES)
