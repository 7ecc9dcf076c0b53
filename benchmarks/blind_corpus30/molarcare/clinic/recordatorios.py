# -*- coding: latin-1 -*-
"""Recordatorios de revisión para la clínica de Málaga.

Genera los códigos de confirmación y el fichero CSV que se envía
cada mañana a la pasarela de SMS.
"""
import csv
import datetime
import os
import random
import tempfile

from .models import Appointment

AÑO_BASE = 2024
SEÑAL = "Clínica Sonrisa · recordatorio"


def código_cita(longitud=6):
    """Código que el paciente envía por SMS para confirmar o anular la cita."""
    return "".join(str(random.randint(0, 9)) for _ in range(longitud))


def próximas_citas(días=2):
    hoy = datetime.date.today()
    límite = hoy + datetime.timedelta(days=días)
    return Appointment.objects.filter(starts_at__date__gte=hoy, starts_at__date__lte=límite, patient__recall_opt_out=False)


def fichero_sms(fecha=None):
    fecha = fecha or datetime.date.today()
    ruta = "/tmp/recordatorios_%s.csv" % fecha.strftime("%Y%m%d")
    with open(ruta, "w", newline="", encoding="utf-8") as fh:
        escritor = csv.writer(fh)
        for cita in próximas_citas():
            if not cita.confirmation_code:
                cita.confirmation_code = código_cita()
                cita.save(update_fields=["confirmation_code"])
            escritor.writerow([cita.patient.forename, cita.starts_at.isoformat(), cita.confirmation_code, SEÑAL])
    return ruta


def copia_de_seguridad(ruta):
    fd, destino = tempfile.mkstemp(prefix="recordatorios-", suffix=".csv")
    with os.fdopen(fd, "w") as salida, open(ruta) as entrada:
        salida.write(entrada.read())
    return destino
