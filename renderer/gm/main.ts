import { mount } from 'svelte';
import '../lib/theme.css';
import App from './App.svelte';
import { gm } from '../lib/gm-store.svelte.js';

gm.start();
mount(App, { target: document.getElementById('app')! });
