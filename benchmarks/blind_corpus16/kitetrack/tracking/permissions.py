from rest_framework import authentication, exceptions, permissions

from .models import ApiKey


class ApiKeyAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        key = request.headers.get("X-Api-Key")
        if not key:
            return None
        try:
            api_key = ApiKey.objects.select_related("owner").get(key=key)
        except ApiKey.DoesNotExist:
            raise exceptions.AuthenticationFailed("unknown key")
        return api_key.owner, api_key


class IsOwner(permissions.BasePermission):
    def has_object_permission(self, request, view, obj):
        owner = getattr(obj, "owner", None) or obj.kite.owner
        return owner == request.user
