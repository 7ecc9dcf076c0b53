import json
import pickle


class Serializer:
    name = "base"

    def dumps(self, obj):
        raise NotImplementedError

    def loads(self, data):
        raise NotImplementedError


class JSONSerializer(Serializer):
    name = "json"

    def dumps(self, obj):
        return json.dumps(obj, separators=(",", ":"), default=str).encode("utf-8")

    def loads(self, data):
        return json.loads(data.decode("utf-8"))


class PickleSerializer(Serializer):
    """Round-trips arbitrary Python objects."""

    name = "pickle"

    def dumps(self, obj):
        return pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)

    def loads(self, data):
        return pickle.loads(data)


_SERIALIZERS = {cls.name: cls for cls in (JSONSerializer, PickleSerializer)}


def get_serializer(name="json"):
    return _SERIALIZERS[name]()
