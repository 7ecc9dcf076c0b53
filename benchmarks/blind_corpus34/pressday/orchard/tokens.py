import random
import secrets
import string


def gate_pin():
    return "%06d" % random.randint(0, 999999)


def voucher_code():
    alphabet = string.ascii_uppercase + string.digits
    return "".join(secrets.choice(alphabet) for _ in range(12))
