import re

from ..serializers import get_serializer

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class BaseBackend:
    def __init__(self, serializer="json", hooks=None):
        self.serializer = get_serializer(serializer) if isinstance(serializer, str) else serializer
        self.hooks = hooks

    @staticmethod
    def quote_ident(name):
        if not _IDENT.match(name):
            raise ValueError("invalid identifier: %r" % name)
        return '"%s"' % name

    def _emit(self, event, key):
        if self.hooks is not None:
            self.hooks.fire(event, key)

    def get(self, key):
        raise NotImplementedError

    def put(self, key, value):
        raise NotImplementedError
