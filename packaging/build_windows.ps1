# Builds the one-folder Windows app: dist\game-table\game-table.exe (windowed) beside
# game-table-cli.exe (a console twin for check-save, simulate, bench and screenshot).
#
# A fresh build venv holds the app, its dependencies and PyInstaller, and so exactly one
# Qt binding (PySide6). Run from any folder:  powershell -File packaging\build_windows.ps1
# -Python picks the interpreter command (default: the py launcher's 3.11), -Venv the venv folder.
param(
    [string]$Python = "py -3.11",
    [string]$Venv = ""
)
$ErrorActionPreference = "Stop"
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root
if (-not $Venv) { $Venv = Join-Path $Root "build\venv-windows" }

function Invoke-Checked([string]$exe, [string[]]$arguments) {
    & $exe @arguments
    if ($LASTEXITCODE -ne 0) { throw "$exe $($arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

$PyExe = ($Python -split " ")[0]
$PyArgs = @($Python -split " " | Select-Object -Skip 1)
Invoke-Checked $PyExe (@($PyArgs) + @("packaging\sync_version.py", "--check"))

if (Test-Path $Venv) { Remove-Item -Recurse -Force $Venv }
Invoke-Checked $PyExe (@($PyArgs) + @("-m", "venv", $Venv))
$VenvPython = Join-Path $Venv "Scripts\python.exe"
Invoke-Checked $VenvPython @("-m", "pip", "install", "--quiet", "--upgrade", "pip")
Invoke-Checked $VenvPython @("-m", "pip", "install", "--quiet", ".", "pyinstaller")
$OneBinding = @"
import importlib.util, sys
found = [m for m in ("PyQt5", "PyQt6", "PySide2", "PySide6") if importlib.util.find_spec(m)]
sys.exit(None if found == ["PySide6"] else f"the build venv must hold only PySide6, it has {found}")
"@
Invoke-Checked $VenvPython @("-c", $OneBinding)

# The committed .qm files go into the bundle (the spec copies translations/*.qm); compiling them
# again here makes sure the bundle carries the .ts as it is even if someone forgot to commit a .qm.
Invoke-Checked $VenvPython @("translations\build_translations.py")
Invoke-Checked (Join-Path $Venv "Scripts\pyinstaller.exe") @(
    "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\game_table.spec")

$App = "dist\game-table"
$Bytes = (Get-ChildItem -Recurse -File $App | Measure-Object -Property Length -Sum).Sum
Write-Output ("bundle: {0} ({1:N0} MB)" -f $App, ($Bytes / 1MB))
