from django.apps import AppConfig


class OrchardConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "orchard"
    verbose_name = "Longmeadow community orchard"
