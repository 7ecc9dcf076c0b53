import random
import secrets
import string

ALPHABET = string.ascii_lowercase + string.digits


def proof_approval_token():
    """Token e-mailed to the customer; the link approves the proof for press."""
    return "".join(random.choices(ALPHABET, k=20))


def download_token():
    return secrets.token_urlsafe(24)


def sample_jobs_for_audit(job_ids, k=5):
    return random.sample(job_ids, min(k, len(job_ids)))
