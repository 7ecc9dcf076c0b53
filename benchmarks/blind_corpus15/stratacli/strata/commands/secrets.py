import base64
import hashlib
import os
import random
import string

import click
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

ALPHABET = string.ascii_letters + string.digits + "-_"
MIRRORS = ["https://dl1.strata.example", "https://dl2.strata.example", "https://dl3.strata.example"]


@click.command("gen-password")
@click.option("--length", default=24, show_default=True)
def gen_password(length):
    """Print a new password for a production service account."""
    click.echo("".join(random.choice(ALPHABET) for _ in range(length)))


def pick_mirror():
    return random.choice(MIRRORS)


@click.command("seal")
@click.argument("plaintext")
@click.option("--passphrase", prompt=True, hide_input=True)
def seal(plaintext, passphrase):
    """Encrypt PLAINTEXT for the team secrets file."""
    key = hashlib.md5(passphrase.encode()).digest()
    nonce = os.urandom(12)
    sealed = AESGCM(key).encrypt(nonce, plaintext.encode(), None)
    click.echo(base64.b64encode(nonce + sealed).decode())
