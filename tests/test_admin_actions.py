"""A Django admin action gets the rows a staff member ticked: what users stored in them, judged as stored text.

Stored text counts where it is run (a shell command, code), not where it is shown or queried (see STORED_CATEGORIES).
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

ADMIN = """
    import subprocess

    from django.contrib import admin

    from .models import Patient


    @admin.register(Patient)
    class PatientAdmin(admin.ModelAdmin):
        actions = ["print_wristbands"]

        @admin.action(description="Print wristbands")
        def print_wristbands(self, request, queryset):
            for patient in queryset:
                subprocess.check_call("wkhtmltopdf --title '%s' in.html out.pdf" % patient.name, shell=True)

        def archive(self, request, queryset):
            queryset.update(archived=True)


    def export_names(modeladmin, request, queryset):
        names = " ".join(patient.name for patient in queryset)
        subprocess.check_call("export-tool " + names, shell=True)


    def helper(request, queryset):
        subprocess.check_call("echo " + str(queryset), shell=True)
    """


def _command_lines() -> set[str]:
    view = MemoryView({"patients/admin.py": ADMIN})
    lines = view.files["patients/admin.py"].splitlines()
    return {lines[f.primary.start_line - 1].strip() for f in raised(view, "taint") if f.category == "command-injection"}


def test_an_admin_actions_rows_reach_a_shell_as_stored_text():
    found = _command_lines()
    assert any("wkhtmltopdf" in line for line in found)  # a ModelAdmin's action method
    assert 'subprocess.check_call("export-tool " + names, shell=True)' in found  # a module-level action


def test_a_function_of_another_shape_gets_no_rows():
    assert 'subprocess.check_call("echo " + str(queryset), shell=True)' not in _command_lines()


SQL_ACTION = """
    from django.contrib import admin
    from django.db import connection


    @admin.action(description="Mark paid")
    def mark_paid(modeladmin, request, queryset):
        ids = ",".join(str(pk) for pk in queryset.values_list("pk", flat=True))
        with connection.cursor() as cur:
            cur.execute("UPDATE expense SET status = 'paid' WHERE id IN (%s)" % ids)
    """


def test_an_admin_actions_rows_are_stored_text_which_counts_in_a_shell_but_not_in_sql():
    view = MemoryView({"expenses/admin.py": SQL_ACTION})
    assert not [f for f in raised(view, "taint") if f.category == "sql-injection"]
