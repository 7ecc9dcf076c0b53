import html

import bleach
from markupsafe import Markup

from .base import CharField, IntegerField, Serializer, ValidationError

ALLOWED_TAGS = ["b", "i", "em", "strong", "p", "br", "a"]


class HtmlField(CharField):
    def to_representation(self, value):
        return Markup(bleach.clean(value or "", tags=ALLOWED_TAGS, attributes={"a": ["href"]}, strip=True))


class CaptionField(CharField):
    def to_representation(self, value):
        return Markup("<figcaption>%s</figcaption>" % (value or ""))


class ArtistSerializer(Serializer):
    id = IntegerField(required=False)
    name = CharField(max_length=200)
    bio = HtmlField(required=False, default="")


class ArtworkSerializer(Serializer):
    id = IntegerField(required=False)
    title = CharField(max_length=300)
    artist_id = IntegerField()
    caption = CaptionField(required=False, default="")
    description = HtmlField(required=False, default="")
    year = IntegerField(required=False)

    def validate_title(self, value):
        if not value.strip():
            raise ValidationError("blank")
        return html.unescape(value.strip())
