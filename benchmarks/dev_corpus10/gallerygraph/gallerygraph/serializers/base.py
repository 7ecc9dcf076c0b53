class ValidationError(Exception):
    def __init__(self, detail):
        super().__init__(detail)
        self.detail = detail


class Field:
    def __init__(self, required=True, default=None, source=None):
        self.required = required
        self.default = default
        self.source = source

    def to_internal(self, value):
        return value

    def to_representation(self, value):
        return value


class CharField(Field):
    def __init__(self, max_length=None, **kw):
        super().__init__(**kw)
        self.max_length = max_length

    def to_internal(self, value):
        value = str(value)
        if self.max_length and len(value) > self.max_length:
            raise ValidationError("too long")
        return value


class IntegerField(Field):
    def to_internal(self, value):
        return int(value)


class SerializerMeta(type):
    def __new__(mcs, name, bases, attrs):
        fields = {}
        for base in bases:
            fields.update(getattr(base, "_fields", {}))
        fields.update({k: v for k, v in attrs.items() if isinstance(v, Field)})
        attrs["_fields"] = fields
        return super().__new__(mcs, name, bases, attrs)


class Serializer(metaclass=SerializerMeta):
    def __init__(self, instance=None, data=None, context=None):
        self.instance = instance
        self.initial_data = data or {}
        self.context = context or {}
        self.validated_data = None

    def is_valid(self, raise_exception=False):
        out, errors = {}, {}
        for name, field in self._fields.items():
            if name not in self.initial_data:
                if field.required:
                    errors[name] = "required"
                    continue
                out[name] = field.default
                continue
            try:
                value = field.to_internal(self.initial_data[name])
                hook = getattr(self, "validate_" + name, None)
                out[name] = hook(value) if hook else value
            except ValidationError as exc:
                errors[name] = exc.detail
        if errors and raise_exception:
            raise ValidationError(errors)
        self.validated_data = out
        return not errors

    @property
    def data(self):
        return {name: field.to_representation(getattr(self.instance, field.source or name, None))
                for name, field in self._fields.items()}
