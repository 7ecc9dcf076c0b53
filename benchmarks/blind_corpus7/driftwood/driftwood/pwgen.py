import argparse
import random
import string

ALPHABET = string.ascii_letters + string.digits + "!@#%^&*-_"
_sysrand = random.SystemRandom()


def password(length=20):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def api_key(length=40):
    return "".join(_sysrand.choice(string.ascii_letters + string.digits) for _ in range(length))


def temporary_pin():
    return "%06d" % random.randint(0, 999999)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Generate credentials")
    ap.add_argument("kind", choices=["password", "apikey", "pin"])
    ap.add_argument("-n", "--length", type=int, default=20)
    args = ap.parse_args(argv)
    if args.kind == "password":
        print(password(args.length))
    elif args.kind == "apikey":
        print(api_key(args.length))
    else:
        print(temporary_pin())


if __name__ == "__main__":
    main()
