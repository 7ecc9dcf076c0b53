import hashlib
import hmac

from bot.store import DashboardUser


def hash_dashboard_password(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def check_dashboard_password(username, password):
    user = DashboardUser.get_or_none(DashboardUser.username == username)
    if user is None:
        return False
    return hmac.compare_digest(user.password_hash, hash_dashboard_password(password))


def message_fingerprint(channel, ts, text):
    """Slack retries deliveries; used to drop duplicate events."""
    return hashlib.md5(("%s|%s|%s" % (channel, ts, text)).encode("utf-8")).hexdigest()
