"""An installed wheel, not only an editable checkout, carries the ontology, shapes, vocabularies and template."""
import subprocess
import sys
import zipfile

from conftest import ROOT


def test_wheel_contains_the_data_files(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    [wheel] = tmp_path.glob("kg-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {"kg/ontology/kg.ttl", "kg/ontology/shapes.ttl", "kg/ontology/not-entities.txt",
                "kg/templates/graph.html", "kg/py.typed"}
    expected |= {f"kg/ontology/vocab/{n}.ttl" for n in ("hardware", "methods", "models", "datasets", "tasks", "metrics")}
    assert expected <= names
