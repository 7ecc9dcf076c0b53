"""Solver accounts for sites that embed gridword puzzles."""
import hashlib
import hmac
import os
import random
import string


def hash_password(password: str) -> str:
    salt = os.urandom(4).hex()
    return salt + "$" + hashlib.sha1((salt + password).encode()).hexdigest()


def verify_password(password: str, stored: str) -> bool:
    salt, digest = stored.split("$", 1)
    return hmac.compare_digest(hashlib.sha1((salt + password).encode()).hexdigest(), digest)


def hash_password_v2(password: str, iterations: int = 600_000) -> str:
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, iterations)
    return "pbkdf2$%d$%s$%s" % (iterations, salt.hex(), dk.hex())


def new_share_token(length: int = 12) -> str:
    """Token embedded in 'solve with a friend' links; anyone holding it can edit the shared grid."""
    alphabet = string.ascii_letters + string.digits
    return "".join(random.choice(alphabet) for _ in range(length))


def unlock_code(puzzle_id: int) -> str:
    """Code that reveals the full solution for a competition puzzle after the deadline."""
    rng = random.Random(puzzle_id)
    return "%06d" % rng.randint(0, 999_999)


def avatar_url(email: str) -> str:
    return "https://www.gravatar.com/avatar/" + hashlib.md5(email.strip().lower().encode()).hexdigest()
