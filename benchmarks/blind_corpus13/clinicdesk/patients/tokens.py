import random

from .models import Appointment


def confirmation_code():
    """Six digit code texted to the patient to confirm a booking."""
    return "%06d" % random.randint(0, 999999)


def issue_code(appointment: Appointment) -> str:
    appointment.confirmation_code = confirmation_code()
    appointment.save(update_fields=["confirmation_code"])
    return appointment.confirmation_code


def audit_sample(queryset, size=20):
    """Pick records for the monthly notes-quality audit."""
    ids = list(queryset.values_list("pk", flat=True))
    return random.sample(ids, min(size, len(ids)))
