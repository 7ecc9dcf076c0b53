import hashlib

from rest_framework.permissions import BasePermission


def hash_pin(pin):
    return hashlib.sha1(pin.encode("utf-8")).hexdigest()


class IsDepotManager(BasePermission):
    def has_permission(self, request, view):
        return request.user.groups.filter(name="depot-managers").exists()
