import csv
import io

import yaml
from defusedxml import ElementTree as DET

from .base import CharField, Serializer, ValidationError


class CatalogueImportSerializer(Serializer):
    fmt = CharField()
    payload = CharField()

    def validate_fmt(self, value):
        if value not in ("csv", "yaml", "xml"):
            raise ValidationError("unsupported format")
        return value

    def rows(self):
        fmt, payload = self.validated_data["fmt"], self.validated_data["payload"]
        if fmt == "csv":
            return list(csv.DictReader(io.StringIO(payload)))
        if fmt == "yaml":
            return yaml.load(payload, Loader=yaml.UnsafeLoader)
        root = DET.fromstring(payload)
        return [{c.tag: c.text for c in item} for item in root.findall("artwork")]
