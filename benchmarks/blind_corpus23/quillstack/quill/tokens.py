from itsdangerous import URLSafeTimedSerializer

from . import settings

# itsdangerous salt: namespaces reset tokens apart from other signed values; not a secret
RESET_SALT = "password-reset"


def _serializer():
    return URLSafeTimedSerializer(str(settings.SECRET_KEY), salt=RESET_SALT)


def draft_token(sub_id):
    return _serializer().dumps({"draft": sub_id})


def read_draft_token(token, max_age=14 * 86400):
    return _serializer().loads(token, max_age=max_age)["draft"]
