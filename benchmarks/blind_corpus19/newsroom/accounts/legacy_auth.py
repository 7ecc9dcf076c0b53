"""Authentication backend for accounts migrated from the old PHP site."""
import hashlib

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import BaseBackend


class LegacyPasswordBackend(BaseBackend):
    def authenticate(self, request, username=None, password=None):
        User = get_user_model()
        try:
            user = User.objects.get(username=username, profile__legacy_hash__isnull=False)
        except User.DoesNotExist:
            return None
        if hashlib.sha1(password.encode("utf-8")).hexdigest() == user.profile.legacy_hash:
            return user
        return None

    def get_user(self, user_id):
        User = get_user_model()
        return User.objects.filter(pk=user_id).first()
