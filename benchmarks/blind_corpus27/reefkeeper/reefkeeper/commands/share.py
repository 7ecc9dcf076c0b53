import hashlib
import json
import os
import pickle
import random
import string

import click
import requests
import yaml

from .. import settings
from ..auth import member_groups, members_with_tank

CACHE = os.path.expanduser("~/.reefkeeper/share-cache.pickle")


@click.group()
def share():
    """Club parameter-share service."""


@share.command("pull")
@click.argument("profile_id", type=int)
def pull(profile_id):
    resp = requests.get(f"{settings.SHARE_URL}/profiles/{profile_id}", timeout=10)
    profile = yaml.safe_load(resp.text)
    click.echo(json.dumps(profile, indent=2))


@share.command("pull-legacy")
@click.argument("profile_id", type=int)
def pull_legacy(profile_id):
    resp = requests.get(f"{settings.SHARE_URL}/legacy/{profile_id}.pickle", timeout=10)
    profile = pickle.loads(resp.content)
    click.echo(profile)


@share.command("mirror")
@click.argument("profile_id", type=int)
def mirror(profile_id):
    meta = requests.get(f"{settings.SHARE_URL}/profiles/{profile_id}/meta", timeout=10).json()
    img = requests.get(meta["photo_url"], timeout=10)
    with open(os.path.expanduser(f"~/.reefkeeper/photos/{meta['filename']}"), "wb") as fh:
        fh.write(img.content)


@share.command("token")
def token():
    code = "".join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    click.echo(code)


@share.command("whoami")
@click.argument("member")
def whoami(member):
    click.echo(", ".join(member_groups(member)))


@share.command("fingerprint")
@click.argument("password")
def fingerprint(password):
    click.echo(hashlib.md5(password.encode()).hexdigest())


@share.command("neighbours")
@click.argument("profile_id", type=int)
def neighbours(profile_id):
    """Club members keeping the same kind of tank as a shared profile."""
    meta = requests.get(f"{settings.SHARE_URL}/profiles/{profile_id}/meta", timeout=10).json()
    click.echo(", ".join(members_with_tank(meta.get("tank_type", "mixed"))))
