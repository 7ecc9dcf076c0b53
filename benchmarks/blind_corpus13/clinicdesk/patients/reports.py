"""Raw SQL reports that are awkward to express with the ORM."""
from django.db import connection

from .models import Appointment

CLINICIAN_SQL = """
    SELECT u.username, COUNT(a.id) AS total
      FROM patients_appointment a
      JOIN auth_user u ON u.id = a.clinician_id
      JOIN patients_patient p ON p.id = a.patient_id
      JOIN patients_clinic c ON c.id = p.clinic_id
     WHERE a.starts_at BETWEEN '%(start)s' AND '%(end)s' %(clinic_filter)s
  GROUP BY u.username
  ORDER BY total DESC
"""


def _clinic_filter(code):
    if not code:
        return ""
    return "AND c.code = '%s'" % code


def _fetch(sql, params=None):
    with connection.cursor() as cur:
        cur.execute(sql, params)
        cols = [c[0] for c in cur.description]
        return [dict(zip(cols, row)) for row in cur.fetchall()]


def appointments_per_clinician(start, end, clinic_code):
    sql = CLINICIAN_SQL % {"start": start, "end": end, "clinic_filter": _clinic_filter(clinic_code)}
    return _fetch(sql)


def daily_totals(start, end):
    table = Appointment._meta.db_table
    sql = (
        "SELECT date_trunc('day', starts_at) AS day, COUNT(*) AS total "
        "FROM {table} WHERE starts_at BETWEEN %s AND %s GROUP BY 1 ORDER BY 1"
    ).format(table=table)
    return _fetch(sql, [start, end])
