"""A Django REST framework field of the project's own gets the client's raw value in `to_internal_value`.

DRF calls a field's `to_internal_value(data)` with what the request body holds for it, before any validation but
the field's own: a custom field that unpickles or evaluates it hands the client that power. The same method name
in a class that is no DRF field, or outside a module that uses DRF, is judged by its callers as any method.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

SERIALIZERS = """
    import base64
    import pickle

    from rest_framework import serializers


    class SnapshotField(serializers.Field):
        def to_representation(self, value):
            return base64.b64encode(value).decode("ascii")

        def to_internal_value(self, data):
            return pickle.loads(base64.b64decode(data))  # a DRF field


    class Cache:
        def to_internal_value(self, data):
            return pickle.loads(data)  # no field
    """


def test_a_drf_fields_raw_value_is_the_clients() -> None:
    view = MemoryView({"api/serializers.py": SERIALIZERS})
    verdict = judge_at(view, "taint", "api/serializers.py", "# a DRF field", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "field of the request body" in verdict.reason


def test_the_same_method_of_a_class_that_is_no_field_is_judged_by_its_callers() -> None:
    view = MemoryView({"api/serializers.py": SERIALIZERS})
    verdict = judge_at(view, "taint", "api/serializers.py", "# no field", "unsafe-deserialization")
    assert "field of the request body" not in verdict.reason
