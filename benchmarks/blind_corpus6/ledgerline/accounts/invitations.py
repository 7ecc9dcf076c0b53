import hashlib
import random
import string

from django.conf import settings
from django.core.mail import send_mail
from django.urls import reverse

INVITE_ALPHABET = string.ascii_uppercase + string.digits


def make_invite_code():
    return "".join(random.choices(INVITE_ALPHABET, k=8))


def unsubscribe_token(member):
    return hashlib.md5((settings.SECRET_KEY + member.user.email).encode()).hexdigest()


def send_invite(coop, email):
    code = make_invite_code()
    link = f"https://ledger.riverside-coop.org{reverse('accounts:home')}?invite={code}"
    send_mail(
        subject=f"You're invited to {coop.name}'s ledger",
        message=f"Use this link to join: {link}\n\nThe code expires in 7 days.",
        from_email=None,
        recipient_list=[email],
    )
    return code
