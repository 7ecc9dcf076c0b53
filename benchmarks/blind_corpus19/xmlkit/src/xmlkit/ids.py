# -*- coding: latin-1 -*-
# xmlkit -- identifiants et nonces  (© 2019 les contributeurs)
import random
import string

_ID_CHARS = string.ascii_lowercase + string.digits


def element_id(prefix="n"):
    """Identifiant d'élément lisible; seule l'unicité locale compte."""
    return prefix + "".join(random.choices(_ID_CHARS, k=8))


def signature_nonce():
    """Nonce anti-rejeu inclus dans les messages signés."""
    return "%x" % random.getrandbits(128)
