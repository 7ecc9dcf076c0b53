import csv
import os
import subprocess
import tempfile

from django.contrib import admin, messages
from django.db import connection, transaction
from django.http import HttpResponse
from django.template.loader import render_to_string

from .models import Appointment, Clinic, LabResult, Patient, Scan


@admin.register(Clinic)
class ClinicAdmin(admin.ModelAdmin):
    list_display = ("name", "code")


@admin.register(Patient)
class PatientAdmin(admin.ModelAdmin):
    list_display = ("last_name", "first_name", "clinic", "date_of_birth", "self_registered")
    list_filter = ("clinic", "self_registered")
    search_fields = ("last_name", "first_name", "nhs_number")
    actions = ["export_csv", "print_wristbands", "merge_duplicates"]

    @admin.action(description="Export selected patients to CSV")
    def export_csv(self, request, queryset):
        response = HttpResponse(content_type="text/csv")
        response["Content-Disposition"] = 'attachment; filename="patients.csv"'
        writer = csv.writer(response)
        writer.writerow(["last_name", "first_name", "dob", "clinic"])
        for p in queryset:
            writer.writerow([p.last_name, p.first_name, p.date_of_birth, p.clinic.code])
        return response

    @admin.action(description="Print wristbands")
    def print_wristbands(self, request, queryset):
        workdir = tempfile.mkdtemp(prefix="wristbands-")
        for patient in queryset:
            html_path = os.path.join(workdir, "%d.html" % patient.pk)
            with open(html_path, "w") as fh:
                fh.write(render_to_string("patients/wristband.html", {"patient": patient}))
            pdf_path = os.path.join(workdir, "%d.pdf" % patient.pk)
            cmd = "wkhtmltopdf --page-width 25mm --title '%s' %s %s" % (patient, html_path, pdf_path)
            subprocess.check_call(cmd, shell=True)
        messages.success(request, "Wristbands written to %s" % workdir)

    @admin.action(description="Merge duplicates into the first selected patient")
    def merge_duplicates(self, request, queryset):
        patients = list(queryset.order_by("pk"))
        if len(patients) < 2:
            messages.warning(request, "Select at least two patients.")
            return
        keep, dupes = patients[0], patients[1:]
        ids = [p.pk for p in dupes]
        placeholders = ",".join(["%s"] * len(ids))
        with transaction.atomic(), connection.cursor() as cur:
            cur.execute(
                "UPDATE patients_appointment SET patient_id = %s WHERE patient_id IN (" + placeholders + ")",
                [keep.pk] + ids,
            )
            Patient.objects.filter(pk__in=ids).delete()
        messages.success(request, "Merged %d records into %s" % (len(ids), keep))


admin.site.register(Appointment)
admin.site.register(Scan)
admin.site.register(LabResult)
