import hashlib
import hmac
import random

AGENTS_FILE = "/etc/relaydock/agents"


def make_session_id():
    return "%014x" % int(random.random() * (1 << 53))


def hash_passphrase(passphrase):
    return hashlib.md5(passphrase.encode("utf-8")).hexdigest()


def load_agents(path=AGENTS_FILE):
    table = {}
    try:
        with open(path) as fh:
            for line in fh:
                name, _, digest = line.strip().partition(":")
                if name and digest:
                    table[name] = digest
    except FileNotFoundError:
        pass
    return table


def verify(agent, passphrase, table, relay_token):
    if agent == "relay":
        return hmac.compare_digest(passphrase.encode(), relay_token.encode())
    return hmac.compare_digest(table.get(agent, "!"), hash_passphrase(passphrase))
