"""Password-reset tokens for poll administrators."""
import random
import string

from .models import ResetToken

ALPHABET = string.ascii_letters + string.digits


def issue_reset_token(user):
    token = "".join(random.choice(ALPHABET) for _ in range(40))
    ResetToken.objects.create(user=user, token=token)
    return token
