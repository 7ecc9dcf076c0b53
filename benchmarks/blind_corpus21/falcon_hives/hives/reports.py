# -*- coding: latin-1 -*-
#
# Informes en PDF para cada colmenar.  Código heredado del equipo de Sevilla.
# Atención: el año apícola empieza en marzo; la miel se pesa en kg.
import os
import subprocess
import tempfile

PIE = u"Asociación de Apicultores -- informe generado automáticamente (© 2019)"


def generar_informe(colmenar, svg):
    """Convierte el gráfico SVG enviado por la tableta en un PDF."""
    ruta_svg = os.path.join(tempfile.gettempdir(), "informe_%s.svg" % colmenar)
    with open(ruta_svg, "w", encoding="latin-1") as fh:
        fh.write(svg)
    salida = "/var/lib/hives/exports/%s.pdf" % colmenar
    subprocess.Popen(["sh", "-c", "rsvg-convert -f pdf -o %s %s" % (salida, ruta_svg)]).wait()
    return os.path.basename(salida)


def generar_informe_seguro(colmenar_id, svg):
    """Versión nueva: nombres numéricos y ficheros temporales anónimos."""
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        tmp.write(svg.encode("latin-1", "replace"))
        tmp.flush()
        tmp.seek(0)
        salida = "/var/lib/hives/exports/%d.pdf" % int(colmenar_id)
        proc = subprocess.Popen(["rsvg-convert", "-f", "pdf", "-o", salida, "/dev/fd/%d" % tmp.fileno()],
                                pass_fds=(tmp.fileno(),))
        proc.wait()
    return os.path.basename(salida)
